notify { 'a': message => 'x'; default: withpath => true, message => 'd'; 'b': }
