define d4() { notice($nosuch) }
d4 { 'a': }
