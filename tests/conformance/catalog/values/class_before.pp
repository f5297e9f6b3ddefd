notify { 'c': before => Class }
