notice(
  "line ${
    $undefined_var
  }"
)
