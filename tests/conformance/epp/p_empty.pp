notice("[${inline_epp('')}]")
