$r = 'xyz' ? { /(y)/ => "got $1", default => 'no' }
notice($r)
