$h = { message => 'from splat' }
notify { 'x': message => 'explicit', * => $h }
