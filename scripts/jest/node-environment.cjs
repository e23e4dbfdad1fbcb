// jest's node environment with an ordinary global object (the unit and contract projects of
// jest.config.cjs).
//
// jest-environment-node makes each test file's context from a Proxy (its GlobalProxy, which notes
// what a test sets on the global so that teardown can delete it). Node contextifies that object:
// every read of a global in the file's code (Math, Object, Number, JSON...) then runs V8's
// interceptor and the Proxy's trap, about 0.4 µs each, 100 to 400 times a plain read. The mock's
// seed, the serializers and faker read builtins in their inner loops, so a third of some files'
// time went to it.
//
// Node's vm.constants.DONT_CONTEXTIFY makes a context whose global is an ordinary object, read at
// full speed. This environment is jest's own, made on such a context: the same globals, the same
// fake timers and module mocker; only the teardown's deletion of what tests set on the global is
// not done (the whole context is dropped with the environment). A Node without the constant gets
// jest's environment unchanged.
const vm = require('node:vm');
const { TestEnvironment } = require('jest-environment-node');

const ordinaryGlobal = vm.constants && vm.constants.DONT_CONTEXTIFY;

class OrdinaryGlobalEnvironment extends TestEnvironment {
  constructor(config, context) {
    if (!ordinaryGlobal) {
      super(config, context);
      return;
    }
    // jest-environment-node calls vm.createContext once, in its constructor, with its Proxy.
    const createContext = vm.createContext;
    vm.createContext = () => createContext(ordinaryGlobal);
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
  }
}

module.exports = OrdinaryGlobalEnvironment;
