node 'foo' { }
class foo { }
