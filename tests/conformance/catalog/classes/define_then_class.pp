define foo() { }
class foo { }
