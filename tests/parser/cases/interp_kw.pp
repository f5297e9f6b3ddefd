$a = "${if}${class}${node}${default}${undef}${in}"
