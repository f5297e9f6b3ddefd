notify { 'a': withpath => Notify['b'] }
