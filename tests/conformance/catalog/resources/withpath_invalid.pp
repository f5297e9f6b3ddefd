notify { 'a': withpath => 'yes' }
