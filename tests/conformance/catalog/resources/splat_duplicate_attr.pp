$h = { 'message' => 'from hash' }
notify { 'a': message => 'explicit', * => $h }
