notify { 'x': withpath => true, message => 'm' }
