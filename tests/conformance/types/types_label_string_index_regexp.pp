$a = 'abc'
notice($a[/x/])
