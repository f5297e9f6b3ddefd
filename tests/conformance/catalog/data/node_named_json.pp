node 'playground.example.com' { class { 'x': } }
class x { notify { 'x': } }
