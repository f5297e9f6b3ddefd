define d() { }
d { 'a': }
D { 'a': }
