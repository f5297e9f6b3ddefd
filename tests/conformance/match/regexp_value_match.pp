$r = /(\d+)/
if 'abc123' =~ $r { notice($1) }
