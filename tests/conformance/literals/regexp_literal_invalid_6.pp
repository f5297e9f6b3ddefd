notice(/[z-a]/)
