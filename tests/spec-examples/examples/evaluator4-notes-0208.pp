- a literal regular expression.

      $x =~ /Unit .* the end/

- a regular expression created via the Pattern type.

      $x =~ Pattern['Until .* the end']

- a regular expression created from a String or bare word, e.g

      $x =~ "Until .* the end"
      $x =~ sodium

- any expression evaluating to a regular expression

      $y = Pattern['Until .* the end']
      $x =~ $y
