node 'a' { }
node 'a' { }
