// The tester console of the mock insurer: plain browser JavaScript, no framework, no build.
// Everything goes through the control API (/__mock, mock-server/README.md); errors of the API are
// shown as the envelope's code and message. Indonesian by default, English by the switch
// (kept in localStorage; ?lang=en works too).
/* global window, document */
'use strict';

(() => {
  const API = '/__mock';
  const LANG_KEY = 'mockConsoleLang';

  const DICT = {
    id: {
      title: 'Konsol penguji mock',
      switchLang: 'English',
      switchLangLabel: 'Ganti bahasa ke English',
      sections: 'Bagian',
      tab_codes: 'Kode',
      tab_clock: 'Jam',
      tab_latency: 'Latensi',
      tab_journal: 'Jurnal',
      tab_sessions: 'Sesi dan kotak masuk',
      tab_data: 'Data',
      loading: 'Memuat…',
      done: 'Selesai.',
      failed: 'Gagal',
      refresh: 'Muat ulang',
      everyone: 'Semua pengguna',
      allCalls: 'Semua panggilan',
      codeCalls: 'Panggilan yang mengirim kode ini',
      otherCalls: 'Panggilan lain',
      user: 'Pengguna',
      call: 'Panggilan',
      none: 'Tidak ada.',
      // codes
      codesIntro:
        'Setiap kode dari katalog spesifikasi dan gateway, per area. "Siapkan" membuat panggilan berikutnya menjawab kode itu, untuk satu pengguna atau semua.',
      filter: 'Saring kode (kode, arti atau panggilan)',
      meaning: 'Arti',
      calls: 'Panggilan',
      anyCall: 'panggilan apa pun',
      natural: 'Cara alami',
      armThis: 'Siapkan {code}',
      armTitle: 'Siapkan kode',
      armCode: 'Kode',
      armTimes: 'Berapa kali (N panggilan berikutnya)',
      armSubmit: 'Siapkan',
      armed: 'Kode {code} disiapkan untuk {call} ({who}).',
      armedTitle: 'Kode yang disiapkan',
      clearAll: 'Hapus semua',
      clear: 'Hapus',
      remaining: 'Sisa',
      httpStatus: 'HTTP',
      noMatch: 'Tidak ada kode yang cocok.',
      // clock
      clockIntro: 'Waktu mock (Jakarta, WIB). Jam mock, bukan jam komputer Anda.',
      clockNow: 'Sekarang (Jakarta)',
      clockSet: 'Atur ke waktu Jakarta',
      clockSetButton: 'Atur',
      advance: 'Majukan',
      plus1m: '+1 menit',
      plus15m: '+15 menit',
      plus1d: '+1 hari',
      plus31d: '+31 hari',
      clockReset: 'Kembalikan jam',
      clockAffects: 'Yang dipengaruhi jam',
      affects1: 'Masa berlaku kode sekali pakai (180 detik bawaan).',
      affects2: 'Umur token akses dan token penyegaran.',
      affects3: 'Jendela pemeliharaan dan pengumuman.',
      affects4: 'Umur klaim dan tagihan, jendela tanggal efektif 30 hari.',
      affects5: 'Tanggal laporan dan "hari ini" di portal.',
      clockInvalid: 'Isi tanggal dan waktu.',
      // latency
      latencyIntro:
        'Tambahkan jeda untuk melihat pemuat dan batas waktu. Catatan: pemeriksaan pemeliharaan portal berhenti setelah 30 detik.',
      latencyMode: 'Jenis jeda',
      modeFixed: 'Tetap',
      modeRandom: 'Acak (min–maks)',
      fixedMs: 'Jeda (ms)',
      minMs: 'Min (ms)',
      maxMs: 'Maks (ms)',
      latencyAdd: 'Tambah aturan',
      latencyRules: 'Aturan latensi',
      delay: 'Jeda',
      remove: 'Hapus',
      removeAll: 'Hapus semua aturan',
      latencyInvalid: 'Isi angka 0 sampai 120000 (min ≤ maks).',
      // journal
      journalIntro: 'Permintaan terakhir ke mock, terbaru di atas.',
      errorsOnly: 'Hanya galat',
      autoRefresh: 'Muat otomatis (2 detik)',
      download: 'Unduh cuplikan',
      journalClear: 'Kosongkan jurnal',
      time: 'Waktu',
      mockTime: 'Waktu mock',
      status: 'Status',
      errorCode: 'Kode galat',
      duration: 'Durasi (ms)',
      requestRef: 'Referensi',
      details: 'Rincian',
      detailOf: 'Rincian permintaan {id}',
      requestHeaders: 'Header permintaan',
      requestBody: 'Isi permintaan',
      responseBody: 'Isi jawaban',
      entries: '{n} entri',
      entry: '1 entri',
      // sessions
      sessionsTitle: 'Sesi aktif',
      sessionId: 'Sesi',
      role: 'Peran',
      openedAt: 'Dibuka',
      lastSeenAt: 'Terakhir aktif',
      endSession: 'Akhiri sesi',
      sessionEnded: 'Sesi {id} diakhiri: panggilan berikutnya portal menjawab err300.',
      inboxTitle: 'Kotak masuk (kode yang dikirim)',
      inboxEmail: 'Email (kosong = semua)',
      to: 'Kepada',
      purpose: 'Tujuan',
      code: 'Kode',
      sentAt: 'Dikirim',
      // data
      resetTitle: 'Kembali ke seed',
      resetIntro: 'Data, jam, kotak masuk dan sesi kembali seperti awal.',
      resetButton: 'Atur ulang ke seed',
      resetConfirm: 'Atur ulang semua data ke seed? Semua sesi berakhir.',
      presetsTitle: 'Preset seed',
      current: 'aktif',
      companies: 'Perusahaan',
      members: 'Peserta',
      usePreset: 'Pakai {name}',
      presetConfirm: 'Ganti data ke preset {name}?',
      remoteTitle: 'Jendela pemeliharaan dan pengumuman',
      remoteIntro:
        'JSON konfigurasi jarak jauh: systemMaintenance (jendela) dan announcements. Simpan mengganti seluruhnya.',
      remoteJson: 'Konfigurasi jarak jauh (JSON)',
      maintenanceQuick: 'Jadwalkan pemeliharaan',
      maintenanceStarts: 'Mulai dalam (menit; negatif = sudah berjalan)',
      maintenanceDuration: 'Lama (menit)',
      maintenanceReminder: 'Pengingat sebelum mulai (menit, boleh kosong)',
      maintenanceAdd: 'Jadwalkan',
      announcementQuick: 'Tambah pengumuman (berlaku sehari)',
      announcementEnglish: 'Teks bahasa Inggris',
      announcementBahasa: 'Teks bahasa Indonesia',
      announcementAdd: 'Tambah pengumuman',
      remoteClear: 'Hapus semua jendela dan pengumuman',
      numberInvalid: 'Isi angka bulat yang valid.',
      load: 'Muat',
      save: 'Simpan',
      jsonInvalid: 'JSON tidak valid: {message}',
      lifetimesTitle: 'Umur token',
      lifetimesIntro: 'Berlaku untuk token yang dibuat mulai sekarang (detik).',
      accessTtl: 'Umur token akses (detik)',
      refreshTtl: 'Umur token penyegaran (detik)',
      lifetimesInvalid: 'Isi setidaknya satu angka bulat positif.',
    },
    en: {
      title: 'Mock tester console',
      switchLang: 'Bahasa Indonesia',
      switchLangLabel: 'Switch language to Bahasa Indonesia',
      sections: 'Sections',
      tab_codes: 'Codes',
      tab_clock: 'Clock',
      tab_latency: 'Latency',
      tab_journal: 'Journal',
      tab_sessions: 'Sessions and inbox',
      tab_data: 'Data',
      loading: 'Loading…',
      done: 'Done.',
      failed: 'Failed',
      refresh: 'Refresh',
      everyone: 'Everyone',
      allCalls: 'All calls',
      codeCalls: 'Calls that send this code',
      otherCalls: 'Other calls',
      user: 'User',
      call: 'Call',
      none: 'None.',
      codesIntro:
        'Every code of the spec catalogues and the gateway, by area. "Arm" makes the next calls answer that code, for one user or for everyone.',
      filter: 'Filter codes (code, meaning or call)',
      meaning: 'Meaning',
      calls: 'Calls',
      anyCall: 'any call',
      natural: 'Natural way',
      armThis: 'Arm {code}',
      armTitle: 'Arm a code',
      armCode: 'Code',
      armTimes: 'How many times (next N calls)',
      armSubmit: 'Arm',
      armed: 'Code {code} armed for {call} ({who}).',
      armedTitle: 'Armed codes',
      clearAll: 'Clear all',
      clear: 'Clear',
      remaining: 'Remaining',
      httpStatus: 'HTTP',
      noMatch: 'No code matches.',
      clockIntro: "The mock's time (Jakarta, WIB). The mock's clock, not your computer's.",
      clockNow: 'Now (Jakarta)',
      clockSet: 'Set to Jakarta time',
      clockSetButton: 'Set',
      advance: 'Advance',
      plus1m: '+1 minute',
      plus15m: '+15 minutes',
      plus1d: '+1 day',
      plus31d: '+31 days',
      clockReset: 'Reset the clock',
      clockAffects: 'What the clock affects',
      affects1: 'One-time code validity (180 seconds by default).',
      affects2: 'Access and refresh token lifetimes.',
      affects3: 'Maintenance windows and announcements.',
      affects4: 'Claim and bill ageing, the 30-day effective date window.',
      affects5: 'Report dates and "today" in the portal.',
      clockInvalid: 'Enter a date and time.',
      latencyIntro:
        "Add a delay to watch loaders and time-outs. Note: the portal's maintenance poll gives up after 30 seconds.",
      latencyMode: 'Kind of delay',
      modeFixed: 'Fixed',
      modeRandom: 'Random (min–max)',
      fixedMs: 'Delay (ms)',
      minMs: 'Min (ms)',
      maxMs: 'Max (ms)',
      latencyAdd: 'Add rule',
      latencyRules: 'Latency rules',
      delay: 'Delay',
      remove: 'Remove',
      removeAll: 'Remove all rules',
      latencyInvalid: 'Enter numbers from 0 to 120000 (min ≤ max).',
      journalIntro: 'The last requests to the mock, newest first.',
      errorsOnly: 'Errors only',
      autoRefresh: 'Auto-refresh (2 s)',
      download: 'Download extract',
      journalClear: 'Clear the journal',
      time: 'Time',
      mockTime: 'Mock time',
      status: 'Status',
      errorCode: 'Error code',
      duration: 'Duration (ms)',
      requestRef: 'Reference',
      details: 'Details',
      detailOf: 'Details of request {id}',
      requestHeaders: 'Request headers',
      requestBody: 'Request body',
      responseBody: 'Response body',
      entries: '{n} entries',
      entry: '1 entry',
      sessionsTitle: 'Open sessions',
      sessionId: 'Session',
      role: 'Role',
      openedAt: 'Opened',
      lastSeenAt: 'Last seen',
      endSession: 'End session',
      sessionEnded: "Session {id} ended: the portal's next call answers err300.",
      inboxTitle: 'Inbox (codes sent)',
      inboxEmail: 'E-mail (empty = all)',
      to: 'To',
      purpose: 'Purpose',
      code: 'Code',
      sentAt: 'Sent',
      resetTitle: 'Back to the seed',
      resetIntro: 'Data, clock, inbox and sessions go back to the start.',
      resetButton: 'Reset to the seed',
      resetConfirm: 'Reset all data to the seed? Every session ends.',
      presetsTitle: 'Seed presets',
      current: 'current',
      companies: 'Companies',
      members: 'Members',
      usePreset: 'Use {name}',
      presetConfirm: 'Switch the data to the preset {name}?',
      remoteTitle: 'Maintenance windows and announcements',
      remoteIntro:
        'The remote configuration as JSON: systemMaintenance (windows) and announcements. Save replaces it whole.',
      remoteJson: 'Remote configuration (JSON)',
      maintenanceQuick: 'Schedule maintenance',
      maintenanceStarts: 'Starts in (minutes; negative = already under way)',
      maintenanceDuration: 'Lasts (minutes)',
      maintenanceReminder: 'Reminder before the start (minutes, optional)',
      maintenanceAdd: 'Schedule',
      announcementQuick: 'Add an announcement (in effect for a day)',
      announcementEnglish: 'English text',
      announcementBahasa: 'Indonesian text',
      announcementAdd: 'Add the announcement',
      remoteClear: 'Remove every window and announcement',
      numberInvalid: 'Enter a valid whole number.',
      load: 'Load',
      save: 'Save',
      jsonInvalid: 'Invalid JSON: {message}',
      lifetimesTitle: 'Token lifetimes',
      lifetimesIntro: 'For tokens signed from now on (seconds).',
      accessTtl: 'Access token lifetime (seconds)',
      refreshTtl: 'Refresh token lifetime (seconds)',
      lifetimesInvalid: 'Enter at least one positive whole number.',
    },
  };

  const TABS = ['codes', 'clock', 'latency', 'journal', 'sessions', 'data'];

  const pickLang = () => {
    const asked = new URLSearchParams(window.location.search).get('lang');
    if (asked === 'en' || asked === 'id') return asked;
    try {
      const kept = window.localStorage.getItem(LANG_KEY);
      if (kept === 'en' || kept === 'id') return kept;
    } catch {
      // storage may be off: Indonesian
    }
    return 'id';
  };

  const state = {
    lang: pickLang(),
    tab: TABS.includes(window.location.hash.slice(1)) ? window.location.hash.slice(1) : 'codes',
    guide: null,
    calls: [],
    users: [],
    codeFilter: '',
    journal: [],
    journalTimer: null,
  };

  const t = (key, vars) => {
    const text = (DICT[state.lang] && DICT[state.lang][key]) || DICT.id[key] || key;
    return text.replace(/\{(\w+)\}/g, (_, name) =>
      vars && vars[name] !== undefined ? String(vars[name]) : `{${name}}`,
    );
  };

  /** A count grouped as the language writes it (100.000 in Indonesian, 100,000 in English). */
  const number = (n) => Number(n).toLocaleString(state.lang === 'id' ? 'id-ID' : 'en-GB');

  /** A DOM element: props are attributes, `text`, `testid`, `on<event>` and properties. */
  const h = (tag, props, children) => {
    const node = document.createElement(tag);
    const later = {};
    for (const [key, value] of Object.entries(props || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (key === 'text') node.textContent = String(value);
      else if (key === 'testid') node.dataset.testid = value;
      else if (key.startsWith('on') && typeof value === 'function')
        node.addEventListener(key.slice(2), value);
      else if (key === 'value' || key === 'checked') later[key] = value;
      else if (key === 'className') node.className = value;
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of [].concat(children === undefined ? [] : children)) {
      if (child !== null && child !== undefined && child !== false) node.append(child);
    }
    Object.assign(node, later);
    return node;
  };

  const field = (id, label, control, inline) =>
    h(
      'div',
      { className: inline ? 'field inline' : 'field' },
      inline
        ? [control, h('label', { for: id, text: label })]
        : [h('label', { for: id, text: label }), control],
    );

  const option = (value, label, selected) => {
    const node = h('option', { value, text: label });
    if (selected) node.selected = true;
    return node;
  };

  const formatTime = (iso) => {
    if (!iso) return '';
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return String(iso);
    return d.toLocaleString(state.lang === 'en' ? 'en-GB' : 'id-ID', {
      timeZone: 'Asia/Jakarta',
      hour12: false,
    });
  };

  /** A control API call: the JSON answer, or an Error with the envelope's code and message. */
  const api = async (method, path, body) => {
    const init = { method, headers: { accept: 'application/json' } };
    if (body !== undefined) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(`${API}${path}`, init);
    } catch (error) {
      throw Object.assign(new Error(String(error && error.message)), { code: 'NETWORK' });
    }
    const data = await response.json().catch(() => null);
    if (!response.ok) {
      const info = (data && data.systemInformation) || {};
      const error = new Error(info.errorMessage || response.statusText || 'Error');
      error.code = info.errorCode || `HTTP ${response.status}`;
      throw error;
    }
    return data;
  };

  /** A status line (aria-live) of a section. */
  const statusLine = (testid) =>
    h('p', { className: 'status', role: 'status', 'aria-live': 'polite', testid });

  const setStatus = (node, kind, text) => {
    node.className = `status ${kind}`;
    node.textContent = text;
  };

  /** Runs an action: the button disabled and busy, then the outcome in the status line. */
  const run = async (button, status, action, okText) => {
    if (button) {
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
    }
    setStatus(status, 'busy', t('loading'));
    try {
      const result = await action();
      setStatus(status, 'ok', okText === undefined ? t('done') : okText);
      return result;
    } catch (error) {
      setStatus(status, 'error', `${t('failed')}: ${error.code || 'ERROR'} ${error.message}`);
      return undefined;
    } finally {
      if (button) {
        button.disabled = false;
        button.removeAttribute('aria-busy');
      }
    }
  };

  const table = (label, testid, headers, rows) => {
    if (rows.length === 0) return h('p', { text: t('none'), testid: `${testid}-empty` });
    return h('table', { testid }, [
      h('caption', { className: 'visually-hidden', text: label }),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          headers.map((x) => h('th', { scope: 'col', text: x })),
        ),
      ),
      h('tbody', {}, rows),
    ]);
  };

  const userOptions = (selected) => [
    option('', t('everyone'), !selected),
    ...state.users.map((u) =>
      option(u.email, `${u.name} (${u.role}) — ${u.email}`, u.email === selected),
    ),
  ];

  const callOptions = (ids, withAll, selected) => [
    ...(withAll ? [option('', t('allCalls'), !selected)] : []),
    ...ids.map((id) => option(id, id, id === selected)),
  ];

  const allCallIds = () => state.calls.map((c) => c.id);

  /* ---------- Codes ---------- */

  const codesSection = (root) => {
    const status = statusLine('status-codes');
    const list = h('div', { testid: 'codes-list' });
    const armStatus = statusLine('status-arm');
    const faults = h('div', { testid: 'faults-list' });
    const allCodes = () => (state.guide ? state.guide.groups.flatMap((g) => g.codes) : []);

    const codeSelect = h('select', {
      id: 'arm-code',
      testid: 'arm-code',
      onchange: () => fillCalls(),
    });
    const callSelect = h('select', { id: 'arm-call', testid: 'arm-call' });
    const times = h('input', {
      id: 'arm-times',
      testid: 'arm-times',
      type: 'number',
      min: '1',
      max: '1000',
      value: '1',
      required: true,
    });
    const userSelect = h('select', { id: 'arm-user', testid: 'arm-user' }, userOptions(''));
    const armButton = h('button', { type: 'submit', testid: 'arm-submit', text: t('armSubmit') });

    // The calls the code comes from first; any other call can carry it too (a tester may want
    // a code where the insurer would not send it, to see how a screen copes).
    const fillCalls = () => {
      const entry = allCodes().find((c) => c.code === codeSelect.value);
      const own = entry && entry.calls.length > 0 ? entry.calls : [];
      const others = allCallIds().filter((id) => !own.includes(id));
      if (own.length === 0) {
        callSelect.replaceChildren(...callOptions(others, false, others[0]));
        return;
      }
      callSelect.replaceChildren(
        h('optgroup', { label: t('codeCalls') }, callOptions(own, false, own[0])),
        h('optgroup', { label: t('otherCalls') }, callOptions(others, false)),
      );
    };

    const loadFaults = async () => {
      try {
        const data = await api('GET', '/faults');
        renderFaults(data.faults || []);
      } catch (error) {
        faults.replaceChildren(
          h('p', {
            className: 'status error',
            text: `${t('failed')}: ${error.code} ${error.message}`,
          }),
        );
      }
    };

    const renderFaults = (items) => {
      faults.replaceChildren(
        table(
          t('armedTitle'),
          'faults-table',
          [t('code'), t('call'), t('user'), t('remaining'), t('httpStatus'), ''],
          items.map((f) => {
            const clear = h('button', {
              type: 'button',
              className: 'secondary',
              testid: `fault-clear-${f.callId}${f.userName ? `-${f.userName}` : ''}`,
              'aria-label': `${t('clear')} ${f.errorCode} ${f.callId} ${f.userName || t('everyone')}`,
              text: t('clear'),
              onclick: () =>
                run(clear, armStatus, async () => {
                  const query = f.userName ? `?userName=${encodeURIComponent(f.userName)}` : '';
                  await api('DELETE', `/faults/${encodeURIComponent(f.callId)}${query}`);
                  await loadFaults();
                }),
            });
            return h('tr', {}, [
              h('td', { className: 'code', text: f.errorCode }),
              h('td', { text: f.callId }),
              h('td', { text: f.userName || t('everyone') }),
              h('td', { className: 'num', text: f.remaining }),
              h('td', { className: 'num', text: f.httpStatus }),
              h('td', {}, clear),
            ]);
          }),
        ),
      );
    };

    const renderCodes = () => {
      if (!state.guide) return;
      const needle = state.codeFilter.trim().toLowerCase();
      const matches = (c) =>
        !needle ||
        [c.code, c.meaning.id, c.meaning.en, ...c.calls].some((x) =>
          x.toLowerCase().includes(needle),
        );
      const groups = state.guide.groups
        .map((g) => ({ ...g, codes: g.codes.filter(matches) }))
        .filter((g) => g.codes.length > 0);
      if (groups.length === 0) {
        list.replaceChildren(h('p', { text: t('noMatch') }));
        return;
      }
      list.replaceChildren(
        ...groups.map((g) =>
          h('section', { className: 'codes-group panel', 'aria-labelledby': `group-${g.area}` }, [
            h('h3', { id: `group-${g.area}`, text: g.title[state.lang] }),
            ...g.codes.map((c) =>
              h('article', { className: 'code-item', testid: `code-${c.code}` }, [
                h('h4', { className: 'code', text: c.code }),
                h('dl', {}, [
                  h('dt', { text: t('meaning') }),
                  h('dd', { text: c.meaning[state.lang] }),
                  h('dt', { text: t('calls') }),
                  h('dd', {
                    text: c.anyCall || c.calls.length === 0 ? t('anyCall') : c.calls.join(', '),
                  }),
                  ...(c.natural
                    ? [h('dt', { text: t('natural') }), h('dd', { text: c.natural[state.lang] })]
                    : []),
                ]),
                h('button', {
                  type: 'button',
                  className: 'secondary',
                  testid: `arm-open-${c.code}`,
                  text: t('armThis', { code: c.code }),
                  onclick: () => {
                    codeSelect.value = c.code;
                    fillCalls();
                    callSelect.focus();
                  },
                }),
              ]),
            ),
          ]),
        ),
      );
    };

    const form = h(
      'form',
      {
        className: 'panel',
        'aria-labelledby': 'arm-title',
        onsubmit: (event) => {
          event.preventDefault();
          const n = Number(times.value);
          if (!Number.isInteger(n) || n < 1) {
            times.focus();
            return;
          }
          const body = { callId: callSelect.value, errorCode: codeSelect.value, times: n };
          if (userSelect.value) body.userName = userSelect.value;
          void run(
            armButton,
            armStatus,
            async () => {
              await api('POST', '/scenarios/fault-armed', body);
              await loadFaults();
            },
            t('armed', {
              code: body.errorCode,
              call: body.callId,
              who: body.userName || t('everyone'),
            }),
          );
        },
      },
      [
        h('h3', { id: 'arm-title', text: t('armTitle') }),
        h('div', { className: 'row' }, [
          field('arm-code', t('armCode'), codeSelect),
          field('arm-call', t('call'), callSelect),
          field('arm-times', t('armTimes'), times),
          field('arm-user', t('user'), userSelect),
          armButton,
        ]),
        armStatus,
        h('h3', { text: t('armedTitle') }),
        h('div', { className: 'row' }, [
          h('button', {
            type: 'button',
            className: 'secondary',
            testid: 'faults-refresh',
            text: t('refresh'),
            onclick: (e) => run(e.currentTarget, armStatus, loadFaults, ''),
          }),
          h('button', {
            type: 'button',
            className: 'danger',
            testid: 'faults-clear-all',
            text: t('clearAll'),
            onclick: (e) =>
              run(e.currentTarget, armStatus, async () => {
                await api('DELETE', '/faults');
                await loadFaults();
              }),
          }),
        ]),
        faults,
      ],
    );

    const filter = h('input', {
      id: 'codes-filter',
      testid: 'codes-filter',
      type: 'search',
      value: state.codeFilter,
      oninput: (event) => {
        state.codeFilter = event.target.value;
        renderCodes();
      },
    });

    root.append(
      h('p', { className: 'hint', text: t('codesIntro') }),
      form,
      field('codes-filter', t('filter'), filter),
      status,
      list,
    );

    const fillCodes = () => {
      const codes = allCodes();
      const chosen = codeSelect.value;
      codeSelect.replaceChildren(
        ...codes.map((c) =>
          option(c.code, `${c.code} — ${c.meaning[state.lang]}`, c.code === chosen),
        ),
      );
      fillCalls();
    };

    void (async () => {
      if (state.guide) {
        fillCodes();
        renderCodes();
      } else {
        const guide = await run(null, status, () => api('GET', '/codes'), '');
        if (guide) {
          state.guide = guide;
          fillCodes();
          renderCodes();
        }
      }
      await loadFaults();
    })();
  };

  /* ---------- Clock ---------- */

  const clockSection = (root) => {
    const status = statusLine('status-clock');
    const now = h('p', { className: 'clock-now', testid: 'clock-now', 'aria-live': 'polite' });
    const show = (data) => {
      if (data) now.textContent = `${data.jakartaTime} WIB`;
    };
    const post = (button, body) =>
      run(button, status, async () => show(await api('POST', '/clock', body)));
    const input = h('input', {
      id: 'clock-set-input',
      testid: 'clock-set-input',
      type: 'datetime-local',
      step: '1',
    });
    const setButton = h('button', {
      type: 'submit',
      testid: 'clock-set',
      text: t('clockSetButton'),
    });
    const advance = (seconds, key) =>
      h('button', {
        type: 'button',
        className: 'secondary',
        testid: `clock-advance-${seconds}`,
        text: t(key),
        onclick: (e) => post(e.currentTarget, { advanceSeconds: seconds }),
      });
    root.append(
      h('p', { className: 'hint', text: t('clockIntro') }),
      h('section', { className: 'panel', 'aria-labelledby': 'clock-now-title' }, [
        h('h3', { id: 'clock-now-title', text: t('clockNow') }),
        now,
        h('div', { className: 'row' }, [
          h('button', {
            type: 'button',
            className: 'secondary',
            testid: 'clock-refresh',
            text: t('refresh'),
            onclick: (e) =>
              run(e.currentTarget, status, async () => show(await api('GET', '/clock')), ''),
          }),
          h('button', {
            type: 'button',
            className: 'danger',
            testid: 'clock-reset',
            text: t('clockReset'),
            onclick: (e) => post(e.currentTarget, { reset: true }),
          }),
        ]),
        h('h3', { text: t('advance') }),
        h('div', { className: 'row', role: 'group', 'aria-label': t('advance') }, [
          advance(60, 'plus1m'),
          advance(900, 'plus15m'),
          advance(86400, 'plus1d'),
          advance(31 * 86400, 'plus31d'),
        ]),
        h(
          'form',
          {
            onsubmit: (event) => {
              event.preventDefault();
              if (!input.value) {
                setStatus(status, 'error', t('clockInvalid'));
                input.focus();
                return;
              }
              const value = input.value.length === 16 ? `${input.value}:00` : input.value;
              void post(setButton, { now: `${value}+07:00` });
            },
          },
          [
            h('h3', { text: t('clockSet') }),
            h('div', { className: 'row' }, [
              field('clock-set-input', t('clockSet'), input),
              setButton,
            ]),
          ],
        ),
        status,
      ]),
      h('section', { className: 'panel', 'aria-labelledby': 'clock-affects' }, [
        h('h3', { id: 'clock-affects', text: t('clockAffects') }),
        h(
          'ul',
          {},
          ['affects1', 'affects2', 'affects3', 'affects4', 'affects5'].map((k) =>
            h('li', { text: t(k) }),
          ),
        ),
      ]),
    );
    void run(null, status, async () => show(await api('GET', '/clock')), '');
  };

  /* ---------- Latency ---------- */

  const latencySection = (root) => {
    const status = statusLine('status-latency');
    const rules = h('div', { testid: 'latency-list' });
    const call = h(
      'select',
      { id: 'latency-call', testid: 'latency-call' },
      callOptions(allCallIds(), true, ''),
    );
    const user = h('select', { id: 'latency-user', testid: 'latency-user' }, userOptions(''));
    const mode = h(
      'select',
      { id: 'latency-mode', testid: 'latency-mode', onchange: () => toggle() },
      [option('fixed', t('modeFixed'), true), option('random', t('modeRandom'), false)],
    );
    const num = (id, value) =>
      h('input', { id, testid: id, type: 'number', min: '0', max: '120000', step: '1', value });
    const fixed = num('latency-fixed', '3000');
    const min = num('latency-min', '500');
    const max = num('latency-max', '5000');
    const fixedField = field('latency-fixed', t('fixedMs'), fixed);
    const minField = field('latency-min', t('minMs'), min);
    const maxField = field('latency-max', t('maxMs'), max);
    const toggle = () => {
      const random = mode.value === 'random';
      fixedField.hidden = random;
      minField.hidden = !random;
      maxField.hidden = !random;
    };
    const add = h('button', { type: 'submit', testid: 'latency-add', text: t('latencyAdd') });

    const render = (items) =>
      rules.replaceChildren(
        table(
          t('latencyRules'),
          'latency-table',
          [t('call'), t('user'), t('delay'), ''],
          items.map((r) => {
            const remove = h('button', {
              type: 'button',
              className: 'secondary',
              testid: `latency-remove-${r.id}`,
              'aria-label': `${t('remove')} ${r.callId || t('allCalls')} ${r.userName || t('everyone')}`,
              text: t('remove'),
              onclick: () =>
                run(remove, status, async () =>
                  render((await api('DELETE', `/latency/${encodeURIComponent(r.id)}`)).rules || []),
                ),
            });
            const delay =
              r.fixedMs !== undefined && r.fixedMs !== null
                ? `${r.fixedMs} ms`
                : `${r.minMs}–${r.maxMs} ms`;
            return h('tr', {}, [
              h('td', { text: r.callId || t('allCalls') }),
              h('td', { text: r.userName || t('everyone') }),
              h('td', { className: 'num', text: delay }),
              h('td', {}, remove),
            ]);
          }),
        ),
      );
    const load = () => api('GET', '/latency').then((d) => render(d.rules || []));

    const inRange = (v) => Number.isInteger(v) && v >= 0 && v <= 120000;
    root.append(
      h('p', { className: 'hint', text: t('latencyIntro') }),
      h(
        'form',
        {
          className: 'panel',
          onsubmit: (event) => {
            event.preventDefault();
            const body = {};
            if (call.value) body.callId = call.value;
            if (user.value) body.userName = user.value;
            if (mode.value === 'random') {
              body.minMs = Number(min.value);
              body.maxMs = Number(max.value);
              if (!inRange(body.minMs) || !inRange(body.maxMs) || body.minMs > body.maxMs) {
                setStatus(status, 'error', t('latencyInvalid'));
                return;
              }
            } else {
              body.fixedMs = Number(fixed.value);
              if (!inRange(body.fixedMs)) {
                setStatus(status, 'error', t('latencyInvalid'));
                return;
              }
            }
            void run(add, status, async () => {
              await api('POST', '/latency', body);
              await load();
            });
          },
        },
        [
          h('div', { className: 'row' }, [
            field('latency-call', t('call'), call),
            field('latency-user', t('user'), user),
            field('latency-mode', t('latencyMode'), mode),
            fixedField,
            minField,
            maxField,
            add,
          ]),
          status,
        ],
      ),
      h('section', { className: 'panel', 'aria-labelledby': 'latency-rules' }, [
        h('h3', { id: 'latency-rules', text: t('latencyRules') }),
        h('div', { className: 'row' }, [
          h('button', {
            type: 'button',
            className: 'secondary',
            testid: 'latency-refresh',
            text: t('refresh'),
            onclick: (e) => run(e.currentTarget, status, load, ''),
          }),
          h('button', {
            type: 'button',
            className: 'danger',
            testid: 'latency-clear',
            text: t('removeAll'),
            onclick: (e) =>
              run(e.currentTarget, status, async () =>
                render((await api('DELETE', '/latency')).rules || []),
              ),
          }),
        ]),
        rules,
      ]),
    );
    toggle();
    void run(null, status, load, '');
  };

  /* ---------- Journal ---------- */

  const journalSection = (root) => {
    const status = statusLine('status-journal');
    const list = h('div', { testid: 'journal-list' });
    const detail = h('section', {
      className: 'panel',
      testid: 'journal-detail',
      'aria-labelledby': 'journal-detail-title',
      hidden: true,
    });
    const call = h(
      'select',
      { id: 'journal-call', testid: 'journal-call' },
      callOptions(allCallIds(), true, ''),
    );
    const user = h('select', { id: 'journal-user', testid: 'journal-user' }, userOptions(''));
    const errorsOnly = h('input', {
      id: 'journal-errors',
      testid: 'journal-errors',
      type: 'checkbox',
    });
    const auto = h('input', { id: 'journal-auto', testid: 'journal-auto', type: 'checkbox' });
    const count = h('p', { testid: 'journal-count' });

    const query = () => {
      const q = new URLSearchParams({ limit: '200' });
      if (call.value) q.set('callId', call.value);
      if (user.value) q.set('userName', user.value);
      if (errorsOnly.checked) q.set('errorsOnly', 'true');
      return `/journal?${q.toString()}`;
    };

    const showDetail = async (id, button) => {
      const entry = await run(
        button,
        status,
        () => api('GET', `/journal/${encodeURIComponent(id)}`),
        '',
      );
      if (!entry) return;
      const block = (titleKey, value, testid) => [
        h('h4', { text: t(titleKey) }),
        h('pre', {
          testid,
          tabindex: '0',
          text: value === null || value === undefined ? '—' : JSON.stringify(value, null, 2),
        }),
      ];
      detail.replaceChildren(
        h('h3', { id: 'journal-detail-title', text: t('detailOf', { id }), tabindex: '-1' }),
        h('p', {
          text: `${entry.method} ${entry.url} → ${entry.httpStatus} ${entry.errorCode || ''}`,
        }),
        ...block('requestHeaders', entry.requestHeaders, 'journal-detail-headers'),
        ...block('requestBody', entry.requestBody, 'journal-detail-request'),
        ...block('responseBody', entry.responseBody, 'journal-detail-response'),
      );
      detail.hidden = false;
      detail.querySelector('h3').focus();
    };

    const render = () => {
      count.textContent =
        state.journal.length === 1 ? t('entry') : t('entries', { n: number(state.journal.length) });
      list.replaceChildren(
        table(
          t('tab_journal'),
          'journal-table',
          [
            t('time'),
            t('mockTime'),
            t('user'),
            t('call'),
            t('status'),
            t('errorCode'),
            t('duration'),
            t('requestRef'),
            '',
          ],
          state.journal.map((e) => {
            const open = h('button', {
              type: 'button',
              className: 'secondary',
              testid: `journal-row-${e.id}`,
              'aria-label': `${t('details')} ${e.id} ${e.callId || e.url}`,
              text: t('details'),
              onclick: () => showDetail(e.id, open),
            });
            return h('tr', {}, [
              h('td', { text: formatTime(e.at) }),
              h('td', { text: formatTime(e.mockTime) }),
              h('td', { text: e.userName || '—' }),
              h('td', { text: e.callId || `${e.method} ${e.url}` }),
              h('td', { className: 'num', text: e.httpStatus }),
              h('td', { className: e.errorCode ? 'err-cell' : '', text: e.errorCode || '' }),
              h('td', { className: 'num', text: e.durationMs }),
              h('td', { text: e.requestRef || '' }),
              h('td', {}, open),
            ]);
          }),
        ),
      );
    };

    const load = async () => {
      const data = await api('GET', query());
      state.journal = data.entries || [];
      render();
    };
    const refresh = (button) => run(button, status, load, '');

    const stopTimer = () => {
      if (state.journalTimer) window.clearInterval(state.journalTimer);
      state.journalTimer = null;
    };
    auto.addEventListener('change', () => {
      stopTimer();
      if (auto.checked) {
        state.journalTimer = window.setInterval(() => {
          if (state.tab !== 'journal') return stopTimer();
          void load().catch((error) =>
            setStatus(status, 'error', `${t('failed')}: ${error.code} ${error.message}`),
          );
        }, 2000);
      }
    });

    const download = () => {
      const blob = new Blob(
        [JSON.stringify({ filters: query(), entries: state.journal }, null, 2)],
        {
          type: 'application/json',
        },
      );
      const url = URL.createObjectURL(blob);
      const link = h('a', {
        href: url,
        download: `journal-extract-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
      });
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    };

    for (const control of [call, user, errorsOnly])
      control.addEventListener('change', () => refresh(null));

    root.append(
      h('p', { className: 'hint', text: t('journalIntro') }),
      h('div', { className: 'panel' }, [
        h('div', { className: 'row' }, [
          field('journal-call', t('call'), call),
          field('journal-user', t('user'), user),
          field('journal-errors', t('errorsOnly'), errorsOnly, true),
          field('journal-auto', t('autoRefresh'), auto, true),
        ]),
        h('div', { className: 'row' }, [
          h('button', {
            type: 'button',
            testid: 'journal-refresh',
            text: t('refresh'),
            onclick: (e) => refresh(e.currentTarget),
          }),
          h('button', {
            type: 'button',
            className: 'secondary',
            testid: 'journal-download',
            text: t('download'),
            onclick: download,
          }),
          h('button', {
            type: 'button',
            className: 'danger',
            testid: 'journal-clear',
            text: t('journalClear'),
            onclick: (e) =>
              run(e.currentTarget, status, async () => {
                await api('DELETE', '/journal');
                detail.hidden = true;
                await load();
              }),
          }),
        ]),
        status,
        count,
      ]),
      list,
      detail,
    );
    void refresh(null);
  };

  /* ---------- Sessions and inbox ---------- */

  const sessionsSection = (root) => {
    const status = statusLine('status-sessions');
    const inboxStatus = statusLine('status-inbox');
    const sessions = h('div', { testid: 'sessions-list' });
    const inbox = h('div', { testid: 'inbox-list' });
    const email = h('input', {
      id: 'inbox-email',
      testid: 'inbox-email',
      type: 'email',
      autocomplete: 'off',
    });

    const loadSessions = async () => {
      const data = await api('GET', '/sessions');
      sessions.replaceChildren(
        table(
          t('sessionsTitle'),
          'sessions-table',
          [t('user'), t('role'), t('sessionId'), t('openedAt'), t('lastSeenAt'), ''],
          (data.sessions || []).map((s) => {
            const end = h('button', {
              type: 'button',
              className: 'danger',
              testid: `session-end-${s.sessionId}`,
              'aria-label': `${t('endSession')} ${s.userName}`,
              text: t('endSession'),
              onclick: () =>
                run(
                  end,
                  status,
                  async () => {
                    await api('DELETE', `/sessions/${encodeURIComponent(s.sessionId)}`);
                    await loadSessions();
                  },
                  t('sessionEnded', { id: s.sessionId }),
                ),
            });
            return h('tr', {}, [
              h('td', { text: s.userName }),
              h('td', { text: s.role }),
              h('td', { text: s.sessionId }),
              h('td', { text: formatTime(s.openedAt) }),
              h('td', { text: formatTime(s.lastSeenAt) }),
              h('td', {}, end),
            ]);
          }),
        ),
      );
    };

    const loadInbox = async () => {
      const q = email.value.trim() ? `?email=${encodeURIComponent(email.value.trim())}` : '';
      const data = await api('GET', `/inbox${q}`);
      inbox.replaceChildren(
        table(
          t('inboxTitle'),
          'inbox-table',
          [t('sentAt'), t('to'), t('purpose'), t('code')],
          (data.messages || []).map((m) =>
            h('tr', {}, [
              h('td', { text: formatTime(m.sentAt) }),
              h('td', { text: m.to }),
              h('td', { text: m.purpose }),
              h('td', { className: 'code', text: m.code }),
            ]),
          ),
        ),
      );
    };

    root.append(
      h('section', { className: 'panel', 'aria-labelledby': 'sessions-title' }, [
        h('h3', { id: 'sessions-title', text: t('sessionsTitle') }),
        h('button', {
          type: 'button',
          className: 'secondary',
          testid: 'sessions-refresh',
          text: t('refresh'),
          onclick: (e) => run(e.currentTarget, status, loadSessions, ''),
        }),
        status,
        sessions,
      ]),
      h('section', { className: 'panel', 'aria-labelledby': 'inbox-title' }, [
        h('h3', { id: 'inbox-title', text: t('inboxTitle') }),
        h(
          'form',
          {
            onsubmit: (event) => {
              event.preventDefault();
              void run(event.submitter || null, inboxStatus, loadInbox, '');
            },
          },
          h('div', { className: 'row' }, [
            field('inbox-email', t('inboxEmail'), email),
            h('button', {
              type: 'submit',
              className: 'secondary',
              testid: 'inbox-refresh',
              text: t('refresh'),
            }),
          ]),
        ),
        inboxStatus,
        inbox,
      ]),
    );
    void run(null, status, loadSessions, '');
    void run(null, inboxStatus, loadInbox, '');
  };

  /* ---------- Data ---------- */

  const dataSection = (root) => {
    const resetStatus = statusLine('status-reset');
    const presetStatus = statusLine('status-presets');
    const remoteStatus = statusLine('status-remote-config');
    const ttlStatus = statusLine('status-lifetimes');
    const presets = h('div', { testid: 'presets-list' });
    const text = h('textarea', {
      id: 'remote-config-text',
      testid: 'remote-config-text',
      rows: '14',
      spellcheck: 'false',
    });
    const access = h('input', {
      id: 'lifetime-access',
      testid: 'lifetime-access',
      type: 'number',
      min: '1',
      step: '1',
    });
    const refreshTtl = h('input', {
      id: 'lifetime-refresh',
      testid: 'lifetime-refresh',
      type: 'number',
      min: '1',
      step: '1',
    });
    const ttlButton = h('button', { type: 'submit', testid: 'lifetime-save', text: t('save') });
    const saveButton = h('button', {
      type: 'submit',
      testid: 'remote-config-save',
      text: t('save'),
    });

    const loadPresets = async () => {
      const data = await api('GET', '/presets');
      presets.replaceChildren(
        table(
          t('presetsTitle'),
          'presets-table',
          [t('presetsTitle'), t('companies'), t('members'), ''],
          (data.presets || []).map((p) => {
            const use = h('button', {
              type: 'button',
              className: 'secondary',
              testid: `preset-${p.name}`,
              text: t('usePreset', { name: p.name }),
              disabled: p.name === data.current,
              onclick: () => {
                if (!window.confirm(t('presetConfirm', { name: p.name }))) return;
                void run(use, presetStatus, async () => {
                  await api('POST', `/presets/${encodeURIComponent(p.name)}`);
                  await loadPresets();
                });
              },
            });
            const description = p.description ? p.description[state.lang] : '';
            return h('tr', {}, [
              h('td', {}, [
                h('strong', { text: p.name }),
                p.name === data.current ? ` (${t('current')})` : '',
                description ? h('div', { text: description }) : null,
              ]),
              h('td', { className: 'num', text: number(p.companies) }),
              h('td', { className: 'num', text: number(p.members) }),
              h('td', {}, use),
            ]);
          }),
        ),
      );
    };

    const loadRemote = async () => {
      text.value = JSON.stringify(await api('GET', '/remote-config'), null, 2);
    };

    // The quick forms: the maintenance-window and announcement scenarios (relative to the mock
    // clock), then the JSON below shows the result.
    const whole = (id, value, min) =>
      h('input', { id, testid: id, type: 'number', step: '1', min, value });
    const starts = whole('maintenance-starts', '0');
    const duration = whole('maintenance-duration', '30', '1');
    const reminder = whole('maintenance-reminder', '', '0');
    const maintenanceButton = h('button', {
      type: 'submit',
      testid: 'maintenance-add',
      text: t('maintenanceAdd'),
    });
    const english = h('input', { id: 'announcement-english', testid: 'announcement-english' });
    const bahasa = h('input', { id: 'announcement-bahasa', testid: 'announcement-bahasa' });
    const announcementButton = h('button', {
      type: 'submit',
      testid: 'announcement-add',
      text: t('announcementAdd'),
    });
    const integerOf = (input) => (/^-?\d+$/.test(input.value.trim()) ? Number(input.value) : NaN);
    const maintenanceForm = h(
      'form',
      {
        onsubmit: (event) => {
          event.preventDefault();
          const body = { startsInMinutes: integerOf(starts), durationMinutes: integerOf(duration) };
          if (reminder.value.trim() !== '') body.reminderTimerMinutes = integerOf(reminder);
          if (Object.values(body).some((n) => Number.isNaN(n))) {
            setStatus(remoteStatus, 'error', t('numberInvalid'));
            return;
          }
          void run(maintenanceButton, remoteStatus, async () => {
            await api('POST', '/scenarios/maintenance-window', body);
            await loadRemote();
          });
        },
      },
      [
        h('h4', { text: t('maintenanceQuick') }),
        h('div', { className: 'row' }, [
          field('maintenance-starts', t('maintenanceStarts'), starts),
          field('maintenance-duration', t('maintenanceDuration'), duration),
          field('maintenance-reminder', t('maintenanceReminder'), reminder),
          maintenanceButton,
        ]),
      ],
    );
    const announcementForm = h(
      'form',
      {
        onsubmit: (event) => {
          event.preventDefault();
          const body = {};
          if (english.value.trim()) body.english = english.value.trim();
          if (bahasa.value.trim()) body.bahasa = bahasa.value.trim();
          void run(announcementButton, remoteStatus, async () => {
            await api('POST', '/scenarios/announcement', body);
            await loadRemote();
          });
        },
      },
      [
        h('h4', { text: t('announcementQuick') }),
        h('div', { className: 'row' }, [
          field('announcement-english', t('announcementEnglish'), english),
          field('announcement-bahasa', t('announcementBahasa'), bahasa),
          announcementButton,
        ]),
      ],
    );
    const clearButton = h('button', {
      type: 'button',
      className: 'danger',
      testid: 'remote-config-clear',
      text: t('remoteClear'),
      onclick: (e) =>
        run(e.currentTarget, remoteStatus, async () => {
          const emptied = { systemMaintenance: [], announcements: [] };
          text.value = JSON.stringify(await api('PUT', '/remote-config', emptied), null, 2);
        }),
    });

    root.append(
      h('section', { className: 'panel', 'aria-labelledby': 'reset-title' }, [
        h('h3', { id: 'reset-title', text: t('resetTitle') }),
        h('p', { className: 'hint', text: t('resetIntro') }),
        h('button', {
          type: 'button',
          className: 'danger',
          testid: 'data-reset',
          text: t('resetButton'),
          onclick: (e) => {
            if (!window.confirm(t('resetConfirm'))) return;
            void run(e.currentTarget, resetStatus, () => api('POST', '/reset'));
          },
        }),
        resetStatus,
      ]),
      h('section', { className: 'panel', 'aria-labelledby': 'presets-title' }, [
        h('h3', { id: 'presets-title', text: t('presetsTitle') }),
        presetStatus,
        presets,
      ]),
      h('section', { className: 'panel', 'aria-labelledby': 'remote-title' }, [
        h('h3', { id: 'remote-title', text: t('remoteTitle') }),
        maintenanceForm,
        announcementForm,
        h('p', { className: 'hint', text: t('remoteIntro') }),
        h(
          'form',
          {
            onsubmit: (event) => {
              event.preventDefault();
              let body;
              try {
                body = JSON.parse(text.value);
              } catch (error) {
                setStatus(remoteStatus, 'error', t('jsonInvalid', { message: error.message }));
                text.focus();
                return;
              }
              void run(saveButton, remoteStatus, async () => {
                text.value = JSON.stringify(await api('PUT', '/remote-config', body), null, 2);
              });
            },
          },
          [
            field('remote-config-text', t('remoteJson'), text),
            h('div', { className: 'row' }, [
              h('button', {
                type: 'button',
                className: 'secondary',
                testid: 'remote-config-load',
                text: t('load'),
                onclick: (e) => run(e.currentTarget, remoteStatus, loadRemote, ''),
              }),
              saveButton,
              clearButton,
            ]),
          ],
        ),
        remoteStatus,
      ]),
      h('section', { className: 'panel', 'aria-labelledby': 'lifetimes-title' }, [
        h('h3', { id: 'lifetimes-title', text: t('lifetimesTitle') }),
        h('p', { className: 'hint', text: t('lifetimesIntro') }),
        h(
          'form',
          {
            onsubmit: (event) => {
              event.preventDefault();
              const body = {};
              for (const [key, input] of [
                ['accessTokenTtlSeconds', access],
                ['refreshTokenTtlSeconds', refreshTtl],
              ]) {
                if (input.value === '') continue;
                const n = Number(input.value);
                if (!Number.isInteger(n) || n < 1) {
                  setStatus(ttlStatus, 'error', t('lifetimesInvalid'));
                  return;
                }
                body[key] = n;
              }
              if (Object.keys(body).length === 0) {
                setStatus(ttlStatus, 'error', t('lifetimesInvalid'));
                return;
              }
              void run(ttlButton, ttlStatus, async () => {
                const data = await api('POST', '/config', body);
                access.value = String(data.accessTokenTtlSeconds);
                refreshTtl.value = String(data.refreshTokenTtlSeconds);
              });
            },
          },
          h('div', { className: 'row' }, [
            field('lifetime-access', t('accessTtl'), access),
            field('lifetime-refresh', t('refreshTtl'), refreshTtl),
            ttlButton,
          ]),
        ),
        ttlStatus,
      ]),
    );
    void run(null, presetStatus, loadPresets, '');
    void run(null, remoteStatus, loadRemote, '');
  };

  const SECTIONS = {
    codes: codesSection,
    clock: clockSection,
    latency: latencySection,
    journal: journalSection,
    sessions: sessionsSection,
    data: dataSection,
  };

  /* ---------- Page ---------- */

  const render = () => {
    document.documentElement.lang = state.lang;
    document.title = `${t(`tab_${state.tab}`)} — ${t('title')}`;
    document.getElementById('console-title').textContent = t('title');
    const switcher = document.getElementById('lang-switch');
    switcher.textContent = t('switchLang');
    switcher.setAttribute('aria-label', t('switchLangLabel'));
    switcher.setAttribute('lang', state.lang === 'id' ? 'en' : 'id');
    const nav = document.getElementById('tabs');
    nav.setAttribute('aria-label', t('sections'));
    nav.replaceChildren(
      h(
        'ul',
        {},
        TABS.map((tab) =>
          h(
            'li',
            {},
            h('button', {
              type: 'button',
              testid: `tab-${tab}`,
              'aria-current': tab === state.tab ? 'page' : null,
              text: t(`tab_${tab}`),
              onclick: () => {
                state.tab = tab;
                window.history.replaceState(null, '', `#${tab}`);
                render();
                document.getElementById('main').focus();
              },
            }),
          ),
        ),
      ),
    );
    if (state.journalTimer) {
      window.clearInterval(state.journalTimer);
      state.journalTimer = null;
    }
    const main = document.getElementById('main');
    const section = h(
      'section',
      { 'aria-labelledby': 'section-title', testid: `section-${state.tab}` },
      [h('h2', { id: 'section-title', text: t(`tab_${state.tab}`) })],
    );
    main.replaceChildren(section);
    SECTIONS[state.tab](section);
  };

  const start = async () => {
    document.getElementById('lang-switch').addEventListener('click', () => {
      state.lang = state.lang === 'id' ? 'en' : 'id';
      try {
        window.localStorage.setItem(LANG_KEY, state.lang);
      } catch {
        // storage off: the switch lasts for this page
      }
      render();
    });
    // The lists the forms offer; a failure leaves them short, never stops the page.
    const [calls, users] = await Promise.all([
      api('GET', '/calls').catch(() => ({ calls: [] })),
      api('GET', '/users').catch(() => ({ users: [] })),
    ]);
    state.calls = calls.calls || [];
    state.users = users.users || [];
    render();
  };

  // The dictionaries are exposed for the console's test (same keys in both languages).
  window.mockConsoleDictionary = DICT;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else void start();
})();
