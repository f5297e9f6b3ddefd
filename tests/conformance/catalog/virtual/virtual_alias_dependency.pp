@notify { 'v': alias => 'vv' }
notify { 'n': subscribe => [Notify['x'], Notify['vv']] }
notify { 'x': }
