$r = Regexp['(f)(o)(o)']
notice($r)
notice('x' =~ Regexp[/x/])
