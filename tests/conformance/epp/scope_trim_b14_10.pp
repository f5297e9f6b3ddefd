notice(inline_epp("<%# c -%>\nz"))
