class foo { }
node 'foo' { }
