class foo { }
define foo() { }
