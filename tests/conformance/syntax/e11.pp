class foo ($x = 1) inherits bar { }
