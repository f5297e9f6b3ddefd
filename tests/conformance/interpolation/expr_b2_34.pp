$v = 'x'
notice("${v}y $v-y $vy")
