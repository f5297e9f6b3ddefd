notice(inline_epp("a\nb <% \$x = 1 + %> c"))
