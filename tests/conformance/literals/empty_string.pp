notice('')
notice("")
