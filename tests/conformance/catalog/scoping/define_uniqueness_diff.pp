define d() { notify { 'same': } }
d { 'one': }
d { 'two': }
