node 'base' { }
node 'x' inherits 'base' { }
