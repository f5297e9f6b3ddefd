$t = @(E)
  no end
