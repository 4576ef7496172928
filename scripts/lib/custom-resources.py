"""Validates the custom resources of a rendered manifest against their CustomResourceDefinitions' schemas.

Usage: python custom-resources.py RENDERED BUILTIN_OUT CRD_FILE...
Objects whose kind one of the CRD files defines (at that apiVersion) are checked against its openAPIV3Schema, strictly
as `kubectl apply` checks them (a field the schema does not name fails, where the schema does not keep unknown fields);
every other object is written to BUILTIN_OUT for the Kubernetes schemas. Prints one line per problem, naming the object
and the field, and exits 1 if there is any; an apiVersion of a group the CRDs define but no kind of them fails too.
"""
import sys

import jsonschema
import yaml


def strict(schema):
    """The CRD schema as a JSON schema refusing fields it does not name, unless it keeps unknown fields."""
    if isinstance(schema, dict):
        schema = {k: strict(v) for k, v in schema.items()}
        keeps = schema.get("x-kubernetes-preserve-unknown-fields") or "additionalProperties" in schema
        if "properties" in schema and not keeps:
            schema["additionalProperties"] = False
        return schema
    if isinstance(schema, list):
        return [strict(v) for v in schema]
    return schema


def definitions(crd_files):
    schemas, groups = {}, set()
    for path in crd_files:
        with open(path) as f:
            for crd in yaml.safe_load_all(f):
                if not crd or crd.get("kind") != "CustomResourceDefinition":
                    continue
                group, kind = crd["spec"]["group"], crd["spec"]["names"]["kind"]
                groups.add(group)
                for version in crd["spec"]["versions"]:
                    schema = strict(version["schema"]["openAPIV3Schema"])
                    # The schema leaves metadata to the API server; apiVersion and kind are checked by the lookup.
                    schema.setdefault("properties", {})["metadata"] = {"type": "object"}
                    schemas[(f"{group}/{version['name']}", kind)] = schema
    return schemas, groups


def main(rendered, builtin_out, crd_files):
    schemas, groups = definitions(crd_files)
    problems, builtin = [], []
    with open(rendered) as f:
        objects = [o for o in yaml.safe_load_all(f) if o]
    for obj in objects:
        api_version, kind = obj.get("apiVersion", ""), obj.get("kind", "")
        name = f"{kind.lower()}/{obj.get('metadata', {}).get('name', '?')}"
        schema = schemas.get((api_version, kind))
        if schema is None:
            if api_version.split("/")[0] in groups:
                problems.append(f"{name}: no definition of {kind} in {api_version}")
            else:
                builtin.append(obj)
            continue
        validator = jsonschema.Draft7Validator(schema)
        for error in sorted(validator.iter_errors(obj), key=lambda e: list(e.absolute_path)):
            path = ".".join(str(p) for p in error.absolute_path) or "(object)"
            problems.append(f"{name} ({api_version}): {path}: {error.message}")
    with open(builtin_out, "w") as f:
        yaml.safe_dump_all(builtin, f, sort_keys=False)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3:]))
