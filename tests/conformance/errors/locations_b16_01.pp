$x = @("E")
    line1
      ${1 + 'a'}
    E
