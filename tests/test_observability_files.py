"""deploy/observability stays true to the code: the alert rules and the Grafana dashboard parse,
and every metric they query is one the platform exports; docs/operations.md lists every metric
and explains every alert."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml
from prometheus_client.metrics import MetricWrapperBase

from services.telemetry import metrics
from services.telemetry.celery_metrics import QUEUE_DEPTH

ROOT = Path(__file__).resolve().parents[1]
OBSERVABILITY = ROOT / "deploy" / "observability"
SUFFIXES = {"counter": ("_total",), "histogram": ("_bucket", "_count", "_sum"), "gauge": ("",)}


def families() -> dict[str, str]:
    """Every metric family the platform defines: name -> type."""
    found = {QUEUE_DEPTH: "gauge"}
    for value in vars(metrics).values():
        if isinstance(value, MetricWrapperBase):
            for family in value.describe():
                found[family.name] = family.type
    return found


def exported() -> set[str]:
    """Every sample name a scrape can show."""
    return {name + suffix for name, kind in families().items() for suffix in SUFFIXES[kind]}


def referenced(expression: str) -> set[str]:
    return set(re.findall(r"\bludus_[a-z_]+\b", expression))


def alert_rules() -> list[dict[str, Any]]:
    document = yaml.safe_load((OBSERVABILITY / "alerts.yaml").read_text())
    return [rule for group in document["groups"] for rule in group["rules"]]


def test_the_alert_rules_parse_and_query_only_exported_metrics() -> None:
    rules = alert_rules()
    assert rules
    for rule in rules:
        assert set(rule) <= {"alert", "expr", "for", "labels", "annotations"}, rule["alert"]
        assert rule["labels"]["severity"] in {"warning", "critical"}
        assert rule["annotations"]["summary"]
        names = referenced(rule["expr"])
        assert names, f"{rule['alert']} queries no Ludus metric"
        assert names <= exported(), f"{rule['alert']} queries {sorted(names - exported())}"


def test_the_dashboard_parses_and_queries_only_exported_metrics() -> None:
    dashboard = json.loads((OBSERVABILITY / "grafana-dashboard.json").read_text())
    expressions = [target["expr"] for panel in dashboard["panels"] for target in panel["targets"]]
    assert len({panel["id"] for panel in dashboard["panels"]}) == len(dashboard["panels"])
    queried = set().union(*(referenced(expression) for expression in expressions))
    assert queried <= exported(), sorted(queried - exported())
    # Every family is on the dashboard somewhere.
    covered = {re.sub(r"_(total|bucket|count|sum)$", "", name) for name in queried}
    assert set(families()) <= covered, sorted(set(families()) - covered)


def test_the_operations_doc_lists_every_metric_and_explains_every_alert() -> None:
    text = (ROOT / "docs" / "operations.md").read_text()
    metrics_section = text.split("## Metrics", 1)[1].split("\n## ", 1)[0]
    for name, kind in families().items():
        shown = name + ("_total" if kind == "counter" else "")
        assert f"`{shown}`" in metrics_section, f"docs/operations.md does not list {shown}"
    alerts_section = text.split("## Alerts", 1)[1].split("\n## ", 1)[0]
    for rule in alert_rules():
        assert f"`{rule['alert']}`" in alerts_section, f"docs/operations.md does not explain {rule['alert']}"
