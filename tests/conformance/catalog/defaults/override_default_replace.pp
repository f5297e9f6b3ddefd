Notify { message => 'dflt' }
notify { 'x': }
Notify['x'] { message => 'over' }
