$r = Regexp['(f)(o)(o)']         # => Regexp[/(f)(o)(o)/]
'foo' =~ $pattern                # => true
'bar' =~ $pattern                # => false
notice $1                        # => 'o'
'x' =~ Regexp[/x/]               # => false 'x' is a String, not a Regexp
