if false {} else { notify { message => 'x' } }
