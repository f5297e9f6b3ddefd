class a { notify { 'dup': } }
notify { 'dup': }
include a
