group { 'admins': members => ['a', 'b'] }
