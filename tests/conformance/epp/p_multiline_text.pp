$t = @(END)
  Line one
  <%- if true { -%>
    yes
  <%- } -%>
  Line two
  | END
notice(inline_epp($t))
