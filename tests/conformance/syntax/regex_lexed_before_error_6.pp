$x = @(END:pp)
  notice(/[/]/)
  | END
