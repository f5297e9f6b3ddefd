notify { '': }
