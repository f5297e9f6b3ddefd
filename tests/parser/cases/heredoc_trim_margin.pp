$a = @(X)
    indented
  less
    | X
$b = @(X)
  no newline at end
  |- X
$c = @(X)
text
-X
