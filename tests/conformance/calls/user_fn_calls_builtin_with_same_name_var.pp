function size($x) { 'mine' }
