notice($_)
