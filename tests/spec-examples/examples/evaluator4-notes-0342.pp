$pattern = Pattern['(f)(o)(o)']  # => /(f)(o)(o)/
'foo' =~ $pattern                # => true
notice $1                        # => 'o'
