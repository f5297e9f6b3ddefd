include(Resource)
