notice(/(?z)/)
